package main

import (
	"fmt"
	"os"
	"path/filepath"

	"sigs.k8s.io/yaml"
)

// prerequisitesFile names what exists in the namespace before the chart is installed with one value
// set: other prerequisites files it adds to, example manifests of the chart and objects created out
// of band (the application Secret of docs/deploy.md step 6, a registry pull Secret...). Paths are
// relative to the file.
type prerequisitesFile struct {
	Include  []string                 `json:"include"`
	Examples []string                 `json:"examples"`
	Objects  []map[string]interface{} `json:"objects"`
}

func readPrerequisites(file string) ([]Manifest, error) {
	if file == "" {
		return nil, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var p prerequisitesFile
	if err := yaml.UnmarshalStrict(data, &p); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var out []Manifest
	for _, other := range p.Include {
		docs, err := readPrerequisites(filepath.Join(filepath.Dir(file), other))
		if err != nil {
			return nil, err
		}
		out = append(out, docs...)
	}
	for _, example := range p.Examples {
		docs, err := readFile(filepath.Join(filepath.Dir(file), example))
		if err != nil {
			return nil, err
		}
		out = append(out, docs...)
	}
	for index, object := range p.Objects {
		raw, err := yaml.Marshal(object)
		if err != nil {
			return nil, err
		}
		m, err := parseManifest(fmt.Sprintf("%s#objects[%d]", file, index), raw)
		if err != nil {
			return nil, err
		}
		out = append(out, *m)
	}
	return out, nil
}

// printManifests writes the manifests as one YAML stream (what `kubectl apply -f -` takes).
func printManifests(manifests []Manifest) error {
	for _, m := range manifests {
		out, err := yaml.Marshal(m.Object.Object)
		if err != nil {
			return err
		}
		fmt.Printf("# %s\n---\n%s", m.Source, out)
	}
	return nil
}
