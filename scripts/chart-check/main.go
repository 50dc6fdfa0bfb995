// chart-check validates rendered Kubernetes manifests without a cluster:
//
//   - every built-in object decodes strictly into the Kubernetes API types (k8s.io/api): no unknown
//     or duplicate field, no wrong type;
//   - every custom resource validates against its CustomResourceDefinition's schema (-crds): no
//     field the schema does not know, types, enums, required fields (CEL rules are not evaluated);
//     Strimzi's kinds, whose CRDs no package here ships, are checked structurally (strimzi.go);
//   - every Secret, Secret key and ConfigMap a pod names is defined by the release or by its
//     prerequisites (-prerequisites: example manifests and out-of-band objects), operator-made
//     Secrets included (CloudNativePG's "<cluster>-app", Strimzi's users and CAs), and each
//     service's DATABASE_URL connects to the database it owns (-database service=database);
//   - the release creates nothing that its prerequisites already hold;
//   - with -chart-rules, the chart's own rules (chartrules.go): hardened pods with probes, pinned
//     images and resources, no object rendered twice, and Services, PodDisruptionBudgets,
//     HorizontalPodAutoscalers, ServiceMonitors, Ingresses and in-cluster URLs that find their
//     targets.
//
// Usage: chart-check -crds FILE_OR_DIR... [-prerequisites FILE] [-database svc=db ...] [-chart-rules] MANIFEST_DIR_OR_FILE...
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

type pathFlags []string

func (p *pathFlags) String() string     { return strings.Join(*p, ",") }
func (p *pathFlags) Set(v string) error { *p = append(*p, v); return nil }

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
	var crdPaths pathFlags
	flag.Var(&crdPaths, "crds", "a CustomResourceDefinition file, or a directory of them (*.json, *.yaml; repeatable)")
	prerequisitesPath := flag.String("prerequisites", "", "what exists before the install (examples + objects)")
	printOnly := flag.Bool("print-prerequisites", false, "print the prerequisites as one YAML stream and exit")
	databases := databaseFlags{}
	flag.Var(databases, "database", "service=database it owns (repeatable)")
	withChartRules := flag.Bool("chart-rules", false, "also apply the chart's own rules to the manifests (not to prerequisites)")
	flag.Parse()

	if err := run(crdPaths, *prerequisitesPath, *printOnly, databases, *withChartRules, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "chart-check:", err)
		os.Exit(2)
	}
}

func run(crdPaths []string, prerequisitesPath string, printOnly bool, databases databaseFlags, withChartRules bool, paths []string) error {
	prerequisites, err := readPrerequisites(prerequisitesPath)
	if err != nil {
		return err
	}
	if printOnly {
		return printManifests(prerequisites)
	}
	crds, err := loadCRDs(crdPaths)
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
	all := append(append([]Manifest{}, prerequisites...), release...)
	strimzi := newStrimziChecker(all)
	rules := newChartRules()
	existing := map[string]string{}
	for _, m := range prerequisites {
		existing[objectKey(m)] = m.Source
	}

	for i, m := range all {
		gvk := m.Object.GroupVersionKind()
		if gvk.Kind == "" || gvk.Version == "" || m.Object.GetName() == "" {
			report(m, []string{"needs apiVersion, kind and metadata.name"})
			continue
		}
		obj, builtin, found := decodeBuiltin(m)
		if withChartRules && i >= len(prerequisites) {
			rules.add(m, obj)
		}
		if builtin {
			counts["built-in"]++
			report(m, found)
			if spec, labels := podTemplate(obj); spec != nil {
				report(m, refs.check(spec, labels))
			}
		} else if s, ok := crds[gvk]; ok {
			counts["custom"]++
			report(m, validateCustom(m, s))
		} else if strimziKinds[gvk] {
			counts["structural"]++
			report(m, strimzi.check(m))
		} else {
			report(m, []string{fmt.Sprintf("no schema for %s: neither a built-in type nor a CRD in %v", gvk, crdPaths)})
		}
		if i >= len(prerequisites) {
			if source, ok := existing[objectKey(m)]; ok {
				report(m, []string{"already exists before the install (" + source + "); the install would fail"})
			}
		}
	}

	if withChartRules {
		for _, p := range rules.finish() {
			problems = append(problems, "chart rules: "+p)
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		fmt.Println("  - " + p)
	}
	fmt.Printf("  %d objects against the API types (%d built-in, %d custom, %d Strimzi checked structurally; %d of them prerequisites), %d Secret/ConfigMap references\n",
		len(all), counts["built-in"], counts["custom"], counts["structural"], len(prerequisites), refs.checked)
	if withChartRules {
		fmt.Printf("  chart rules: %d objects, %d pod templates\n", len(all)-len(prerequisites), rules.podSpecs)
	}
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
