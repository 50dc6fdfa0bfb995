package main

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Strimzi publishes its CRDs in no package that a registry here serves (they are generated from
// its Java model by a tool it does not publish), so its kinds are checked structurally instead of
// against a schema: metadata as the API types define it, a spec object, the fields the chart and
// its examples rely on, and that the objects they reference exist.

// strimziClusterLabel names the Kafka a node pool, user or topic belongs to.
const strimziClusterLabel = "strimzi.io/cluster"

var strimziKinds = map[schema.GroupVersionKind]bool{
	{Group: "kafka.strimzi.io", Version: "v1", Kind: "Kafka"}:         true,
	{Group: "kafka.strimzi.io", Version: "v1", Kind: "KafkaNodePool"}: true,
	{Group: "kafka.strimzi.io", Version: "v1", Kind: "KafkaUser"}:     true,
	{Group: "kafka.strimzi.io", Version: "v1", Kind: "KafkaTopic"}:    true,
}

// strimziListener is one of a Kafka's spec.kafka.listeners.
type strimziListener struct {
	Name           string `json:"name"`
	Port           int64  `json:"port"`
	Type           string `json:"type"`
	Authentication struct {
		Type string `json:"type"`
	} `json:"authentication"`
}

// strimziCluster is what the other Strimzi objects of one Kafka name or need from it.
type strimziCluster struct {
	defined   bool // a Kafka of that name exists
	listeners []strimziListener
	roles     map[string]bool // node roles its node pools provide
}

type strimziChecker struct {
	clusters map[string]*strimziCluster // by Kafka name
}

func newStrimziChecker(manifests []Manifest) *strimziChecker {
	c := &strimziChecker{clusters: map[string]*strimziCluster{}}
	cluster := func(name string) *strimziCluster {
		if c.clusters[name] == nil {
			c.clusters[name] = &strimziCluster{roles: map[string]bool{}}
		}
		return c.clusters[name]
	}
	for _, m := range manifests {
		switch o := m.Object; o.GroupVersionKind().GroupKind().String() {
		case "Kafka.kafka.strimzi.io":
			cluster(o.GetName()).defined = true
			cluster(o.GetName()).listeners = kafkaListeners(o)
		case "KafkaNodePool.kafka.strimzi.io":
			roles, _, _ := unstructured.NestedStringSlice(o.Object, "spec", "roles")
			for _, role := range roles {
				cluster(o.GetLabels()[strimziClusterLabel]).roles[role] = true
			}
		}
	}
	return c
}

func kafkaListeners(o *unstructured.Unstructured) []strimziListener {
	raw, _, _ := unstructured.NestedSlice(o.Object, "spec", "kafka", "listeners")
	var out []strimziListener
	for _, item := range raw {
		var l strimziListener
		if m, ok := item.(map[string]interface{}); ok {
			_ = runtime.DefaultUnstructuredConverter.FromUnstructured(m, &l)
		}
		out = append(out, l)
	}
	return out
}

// check returns the problems of one Strimzi object.
func (c *strimziChecker) check(m Manifest) []string {
	o := m.Object
	var problems []string
	var meta metav1.ObjectMeta
	if raw, ok := o.Object["metadata"].(map[string]interface{}); !ok {
		problems = append(problems, "metadata is not an object")
	} else if err := runtime.DefaultUnstructuredConverter.FromUnstructuredWithValidation(raw, &meta, true); err != nil {
		problems = append(problems, "metadata: "+err.Error())
	}
	if _, ok := o.Object["spec"].(map[string]interface{}); !ok {
		return append(problems, "spec is missing or not an object")
	}

	if o.GetKind() == "Kafka" {
		return append(problems, c.checkKafka(o)...)
	}
	name := o.GetLabels()[strimziClusterLabel]
	cluster := c.clusters[name]
	if cluster == nil || !cluster.defined {
		return append(problems, fmt.Sprintf("label %s=%q names no Kafka of the release or its prerequisites", strimziClusterLabel, name))
	}
	switch o.GetKind() {
	case "KafkaNodePool":
		roles, found, err := unstructured.NestedStringSlice(o.Object, "spec", "roles")
		if !found || err != nil || len(roles) == 0 {
			problems = append(problems, "spec.roles must list controller and/or broker")
		}
		for _, role := range roles {
			if role != "controller" && role != "broker" {
				problems = append(problems, fmt.Sprintf("spec.roles: unknown role %q", role))
			}
		}
	case "KafkaUser":
		auth, _, _ := unstructured.NestedString(o.Object, "spec", "authentication", "type")
		if auth != "" && !hasListenerAuth(cluster.listeners, auth) {
			problems = append(problems, fmt.Sprintf("authentication %s: Kafka %s has no listener with it", auth, name))
		}
	}
	return problems
}

func (c *strimziChecker) checkKafka(o *unstructured.Unstructured) []string {
	var problems []string
	listeners := c.clusters[o.GetName()].listeners
	if len(listeners) == 0 {
		problems = append(problems, "spec.kafka.listeners is empty")
	}
	seen := map[string]bool{}
	for i, l := range listeners {
		if l.Name == "" || l.Port == 0 || l.Type == "" {
			problems = append(problems, fmt.Sprintf("spec.kafka.listeners[%d] needs name, port and type", i))
		}
		for _, key := range []string{"name " + l.Name, fmt.Sprintf("port %d", l.Port)} {
			if seen[key] {
				problems = append(problems, fmt.Sprintf("spec.kafka.listeners[%d]: duplicate %s", i, key))
			}
			seen[key] = true
		}
	}
	// The v1 API runs Kafka in KRaft mode only, with its nodes in KafkaNodePools.
	var missing []string
	for _, role := range []string{"broker", "controller"} {
		if !c.clusters[o.GetName()].roles[role] {
			missing = append(missing, role)
		}
	}
	if len(missing) > 0 {
		problems = append(problems, fmt.Sprintf("no KafkaNodePool labelled %s=%s has the role %v", strimziClusterLabel, o.GetName(), missing))
	}
	return problems
}

func hasListenerAuth(listeners []strimziListener, auth string) bool {
	for _, l := range listeners {
		if l.Authentication.Type == auth || (auth == "tls-external" && l.Authentication.Type == "tls") {
			return true
		}
	}
	return false
}
