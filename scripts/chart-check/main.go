// chart-check validates rendered Kubernetes manifests without a cluster:
//
//   - every built-in object decodes strictly into the Kubernetes API types (k8s.io/api): no unknown
//     or duplicate field, no wrong type;
//   - every custom resource validates against its CustomResourceDefinition's schema (-crds): no
//     field the schema does not know, types, enums, required fields (CEL rules are not evaluated);
//   - every Secret, Secret key and ConfigMap a pod names is defined by the release or by its
//     prerequisites (-prerequisites: example manifests and out-of-band objects), operator-made
//     Secrets included (CloudNativePG's "<cluster>-app", Strimzi's users and CAs), and each
//     service's DATABASE_URL connects to the database it owns (-database service=database);
//   - the release creates nothing that its prerequisites already hold.
//
// Usage: chart-check -crds DIR [-prerequisites FILE] [-database svc=db ...] MANIFEST_DIR_OR_FILE...
//
//	chart-check -print-prerequisites -prerequisites FILE   # the prerequisites as one YAML stream
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

type databaseFlags map[string]string

func (d databaseFlags) String() string { return fmt.Sprint(map[string]string(d)) }
func (d databaseFlags) Set(value string) error {
	service, database, ok := strings.Cut(value, "=")
	if !ok || service == "" || database == "" {
		return fmt.Errorf("want service=database, got %q", value)
	}
	d[service] = database
	return nil
}

func main() {
	crdDir := flag.String("crds", "", "directory of CustomResourceDefinitions (*.json, *.yaml)")
	prerequisitesPath := flag.String("prerequisites", "", "what exists before the install (examples + objects)")
	printOnly := flag.Bool("print-prerequisites", false, "print the prerequisites as one YAML stream and exit")
	databases := databaseFlags{}
	flag.Var(databases, "database", "service=database it owns (repeatable)")
	flag.Parse()

	if err := run(*crdDir, *prerequisitesPath, *printOnly, databases, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "chart-check:", err)
		os.Exit(2)
	}
}

func run(crdDir, prerequisitesPath string, printOnly bool, databases databaseFlags, paths []string) error {
	prerequisites, err := readPrerequisites(prerequisitesPath)
	if err != nil {
		return err
	}
	if printOnly {
		return printManifests(prerequisites)
	}
	crds, err := loadCRDs(crdDir)
	if err != nil {
		return err
	}
	release, err := readManifests(paths)
	if err != nil {
		return err
	}

	var problems []string
	report := func(m Manifest, found []string) {
		for _, p := range found {
			problems = append(problems, fmt.Sprintf("%s: %s", m, p))
		}
	}
	counts := map[string]int{}
	refs := &referenceChecker{defs: collectDefinitions(append(append([]Manifest{}, prerequisites...), release...)), databases: databases}
	existing := map[string]string{}
	for _, m := range prerequisites {
		existing[objectKey(m)] = m.Source
	}

	all := append(append([]Manifest{}, prerequisites...), release...)
	for i, m := range all {
		gvk := m.Object.GroupVersionKind()
		if gvk.Kind == "" || gvk.Version == "" || m.Object.GetName() == "" {
			report(m, []string{"needs apiVersion, kind and metadata.name"})
			continue
		}
		if obj, builtin, found := decodeBuiltin(m); builtin {
			counts["built-in"]++
			report(m, found)
			if spec, labels := podTemplate(obj); spec != nil {
				report(m, refs.check(spec, labels))
			}
		} else if s, ok := crds[gvk]; ok {
			counts["custom"]++
			report(m, validateCustom(m, s))
		} else {
			report(m, []string{fmt.Sprintf("no schema for %s: neither a built-in type nor a CRD in %s", gvk, crdDir)})
		}
		if i >= len(prerequisites) {
			if source, ok := existing[objectKey(m)]; ok {
				report(m, []string{"already exists before the install (" + source + "); the install would fail"})
			}
		}
	}

	sort.Strings(problems)
	for _, p := range problems {
		fmt.Println("  - " + p)
	}
	fmt.Printf("  %d objects against the API types (%d built-in, %d custom; %d of them prerequisites), %d Secret/ConfigMap references\n",
		len(all), counts["built-in"], counts["custom"], len(prerequisites), refs.checked)
	if len(problems) > 0 {
		os.Exit(1)
	}
	return nil
}

// objectKey identifies an object in one namespace (the chart renders into one).
func objectKey(m Manifest) string {
	gvk := m.Object.GroupVersionKind()
	return gvk.GroupKind().String() + "/" + m.Object.GetName()
}
