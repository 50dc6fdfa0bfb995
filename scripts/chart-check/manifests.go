package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

// Manifest is one YAML document of a rendered chart or of a prerequisite file.
type Manifest struct {
	Source string // file#index, for messages
	Raw    []byte // the document as written (YAML), for strict decoding
	Object *unstructured.Unstructured
}

func (m Manifest) String() string {
	return fmt.Sprintf("%s %s/%s", m.Source, m.Object.GetKind(), m.Object.GetName())
}

// readManifests reads every YAML document of the given files, or of the *.yaml files below the
// given directories (helm template --output-dir), in a stable order. Empty documents are skipped.
func readManifests(paths []string) ([]Manifest, error) {
	files, err := filesBelow(paths, ".yaml", ".yml")
	if err != nil {
		return nil, err
	}
	var out []Manifest
	for _, file := range files {
		docs, err := readFile(file)
		if err != nil {
			return nil, err
		}
		out = append(out, docs...)
	}
	return out, nil
}

// filesBelow answers the given files, and the files below the given directories whose names end in
// one of the suffixes, in a stable order.
func filesBelow(paths []string, suffixes ...string) ([]string, error) {
	var files []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && hasSuffix(path, suffixes) {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	return files, nil
}

func hasSuffix(path string, suffixes []string) bool {
	for _, suffix := range suffixes {
		if strings.HasSuffix(path, suffix) {
			return true
		}
	}
	return false
}

func readFile(file string) ([]Manifest, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	reader := utilyaml.NewYAMLReader(bufio.NewReader(f))
	var out []Manifest
	for index := 0; ; index++ {
		doc, err := reader.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		m, err := parseManifest(fmt.Sprintf("%s#%d", file, index), doc)
		if err != nil {
			return nil, err
		}
		if m != nil {
			out = append(out, *m)
		}
	}
}

// parseManifest turns one YAML document into a Manifest; nil for a document of comments only.
func parseManifest(source string, doc []byte) (*Manifest, error) {
	asJSON, err := yaml.YAMLToJSON(doc)
	if err != nil {
		return nil, fmt.Errorf("%s: invalid YAML: %w", source, err)
	}
	if len(bytes.TrimSpace(asJSON)) == 0 || string(bytes.TrimSpace(asJSON)) == "null" {
		return nil, nil
	}
	var content map[string]interface{}
	// apimachinery's json keeps integers as int64, as the API server's decoding does.
	if err := utiljson.Unmarshal(asJSON, &content); err != nil {
		return nil, fmt.Errorf("%s: not a mapping: %w", source, err)
	}
	return &Manifest{Source: source, Raw: doc, Object: &unstructured.Unstructured{Object: content}}, nil
}
