package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
)

// The chart's own rules (-chart-rules), for the objects a chart renders, not for examples or
// prerequisites: hardened pods (non-root, read-only root filesystem with an emptyDir at /tmp, no
// privilege escalation, all capabilities dropped, a seccomp profile, resources, pinned images, no
// service account token), the services' health probes, no object rendered twice, and objects
// that select and name each other (Services, PodDisruptionBudgets, HorizontalPodAutoscalers,
// ServiceMonitors, Ingresses and the in-cluster URLs of ConfigMaps).

var (
	pinnedImage = regexp.MustCompile(`(:\w[\w.-]*|@sha256:[0-9a-f]{64})$`)
	clusterURL  = regexp.MustCompile(`^https?://([a-z0-9-]+):(\d+)(/.*)?$`)
)

// chartRules collects the release's objects (typed for built-in kinds) and checks them together.
type chartRules struct {
	seen        map[string]bool
	problems    []string
	deployments []*appsv1.Deployment
	services    map[string]*corev1.Service
	configMaps  []*corev1.ConfigMap
	pdbs        []*policyv1.PodDisruptionBudget
	hpas        []*autoscalingv2.HorizontalPodAutoscaler
	ingresses   []*networkingv1.Ingress
	monitors    []*unstructured.Unstructured
	podSpecs    int
}

func newChartRules() *chartRules {
	return &chartRules{seen: map[string]bool{}, services: map[string]*corev1.Service{}}
}

func (r *chartRules) add(m Manifest, obj runtime.Object) {
	key := objectKey(m) + "/" + m.Object.GetNamespace()
	if r.seen[key] && m.Object.GetAnnotations()["helm.sh/hook"] == "" {
		r.report("%s: rendered twice", m)
	}
	r.seen[key] = true
	if spec, _ := podTemplate(obj); spec != nil {
		r.podSpecs++
		r.checkPod(fmt.Sprintf("%s %s", m.Object.GetKind(), m.Object.GetName()), spec, m.Object.GetKind() == "Deployment")
	}
	switch o := obj.(type) {
	case *appsv1.Deployment:
		r.deployments = append(r.deployments, o)
	case *corev1.Service:
		r.services[o.Name] = o
	case *corev1.ConfigMap:
		r.configMaps = append(r.configMaps, o)
	case *policyv1.PodDisruptionBudget:
		r.pdbs = append(r.pdbs, o)
	case *autoscalingv2.HorizontalPodAutoscaler:
		r.hpas = append(r.hpas, o)
	case *networkingv1.Ingress:
		r.ingresses = append(r.ingresses, o)
	}
	if obj == nil && m.Object.GetKind() == "ServiceMonitor" {
		r.monitors = append(r.monitors, m.Object)
	}
}

func (r *chartRules) report(format string, args ...any) {
	r.problems = append(r.problems, fmt.Sprintf(format, args...))
}

func (r *chartRules) checkPod(workload string, spec *corev1.PodSpec, probed bool) {
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
		r.report("%s: automountServiceAccountToken is not false", workload)
	}
	if len(spec.Containers) == 0 {
		r.report("%s: no containers", workload)
	}
	psc := spec.SecurityContext
	if psc == nil {
		psc = &corev1.PodSecurityContext{}
	}
	emptyDirs := map[string]bool{}
	for _, v := range spec.Volumes {
		emptyDirs[v.Name] = v.EmptyDir != nil
	}
	check := func(role string, c corev1.Container) {
		where := fmt.Sprintf("%s %s %s", workload, role, c.Name)
		sc := c.SecurityContext
		if sc == nil {
			r.report("%s: no securityContext", where)
			return
		}
		nonRoot := psc.RunAsNonRoot
		if sc.RunAsNonRoot != nil {
			nonRoot = sc.RunAsNonRoot
		}
		if nonRoot == nil || !*nonRoot {
			r.report("%s: runAsNonRoot is not true", where)
		}
		if sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
			r.report("%s: readOnlyRootFilesystem is not true", where)
		}
		if sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
			r.report("%s: allowPrivilegeEscalation is not false", where)
		}
		if sc.Privileged != nil && *sc.Privileged {
			r.report("%s: privileged", where)
		}
		if sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") {
			r.report("%s: capabilities.drop lacks ALL", where)
		}
		seccomp := sc.SeccompProfile
		if seccomp == nil {
			seccomp = psc.SeccompProfile
		}
		if seccomp == nil || (seccomp.Type != corev1.SeccompProfileTypeRuntimeDefault && seccomp.Type != corev1.SeccompProfileTypeLocalhost) {
			r.report("%s: no RuntimeDefault seccomp profile", where)
		}
		if _, hasMemory := c.Resources.Limits[corev1.ResourceMemory]; len(c.Resources.Requests) == 0 || !hasMemory {
			r.report("%s: resources need requests and a memory limit", where)
		}
		if strings.HasSuffix(c.Image, ":latest") || !pinnedImage.MatchString(c.Image) {
			r.report("%s: image %q is not pinned to a tag or digest", where, c.Image)
		}
		tmp := slices.IndexFunc(c.VolumeMounts, func(m corev1.VolumeMount) bool { return m.MountPath == "/tmp" })
		if tmp < 0 || !emptyDirs[c.VolumeMounts[tmp].Name] {
			r.report("%s: no emptyDir at /tmp (read-only root filesystem)", where)
		}
		if probed && role == "container" {
			r.checkProbe(where, "livenessProbe", c.LivenessProbe, "/healthz")
			r.checkProbe(where, "readinessProbe", c.ReadinessProbe, "/readyz")
		}
	}
	for _, c := range spec.Containers {
		check("container", c)
	}
	for _, c := range spec.InitContainers {
		check("initContainer", c)
	}
}

func (r *chartRules) checkProbe(where, name string, probe *corev1.Probe, path string) {
	switch {
	case probe == nil:
		r.report("%s: no %s", where, name)
	case probe.HTTPGet == nil || probe.HTTPGet.Path != path:
		r.report("%s: %s does not GET %s", where, name, path)
	}
}

// selects is true for a non-empty selector that every label of it matches.
func selects(selector, labels map[string]string) bool {
	if len(selector) == 0 {
		return false
	}
	for k, v := range selector {
		if got, ok := labels[k]; !ok || got != v {
			return false
		}
	}
	return true
}

func (r *chartRules) selectsDeployment(selector map[string]string) []*appsv1.Deployment {
	var out []*appsv1.Deployment
	for _, d := range r.deployments {
		if selects(selector, d.Spec.Template.Labels) {
			out = append(out, d)
		}
	}
	return out
}

// finish checks the references between the collected objects and returns every problem.
func (r *chartRules) finish() []string {
	for name, s := range r.services {
		targets := r.selectsDeployment(s.Spec.Selector)
		if len(targets) == 0 {
			r.report("Service %s selects no Deployment", name)
			continue
		}
		ports := map[string]bool{}
		for _, d := range targets {
			for _, c := range d.Spec.Template.Spec.Containers {
				for _, p := range c.Ports {
					ports[p.Name] = true
				}
			}
		}
		for _, p := range s.Spec.Ports {
			if p.TargetPort.StrVal != "" && !ports[p.TargetPort.StrVal] {
				r.report("Service %s: targetPort %s is no container port", name, p.TargetPort.StrVal)
			}
		}
	}
	for _, d := range r.deployments {
		if !slices.ContainsFunc(mapValues(r.services), func(s *corev1.Service) bool { return selects(s.Spec.Selector, d.Spec.Template.Labels) }) {
			r.report("Deployment %s has no Service", d.Name)
		}
	}
	for _, p := range r.pdbs {
		if p.Spec.Selector == nil || len(r.selectsDeployment(p.Spec.Selector.MatchLabels)) == 0 {
			r.report("PodDisruptionBudget %s selects nothing", p.Name)
		}
	}
	for _, m := range r.monitors {
		selector, _, _ := unstructured.NestedStringMap(m.Object, "spec", "selector", "matchLabels")
		if !slices.ContainsFunc(mapValues(r.services), func(s *corev1.Service) bool { return selects(selector, s.Labels) }) {
			r.report("ServiceMonitor %s selects nothing", m.GetName())
		}
	}
	for _, h := range r.hpas {
		if !slices.ContainsFunc(r.deployments, func(d *appsv1.Deployment) bool { return d.Name == h.Spec.ScaleTargetRef.Name }) {
			r.report("HorizontalPodAutoscaler %s targets a missing Deployment", h.Name)
		}
	}
	for _, ing := range r.ingresses {
		r.checkIngress(ing)
	}
	for _, cm := range r.configMaps {
		r.checkURLs(cm)
	}
	return r.problems
}

func (r *chartRules) checkIngress(ing *networkingv1.Ingress) {
	for _, rule := range ing.Spec.Rules {
		if rule.HTTP == nil {
			continue
		}
		for _, path := range rule.HTTP.Paths {
			backend := path.Backend.Service
			if backend == nil {
				continue
			}
			s, ok := r.services[backend.Name]
			if !ok {
				r.report("Ingress %s: backend Service %s is not rendered", ing.Name, backend.Name)
			} else if !slices.ContainsFunc(s.Spec.Ports, func(p corev1.ServicePort) bool { return p.Name != "" && p.Name == backend.Port.Name }) {
				r.report("Ingress %s: Service %s has no port %q", ing.Name, backend.Name, backend.Port.Name)
			}
		}
	}
}

// checkURLs: in-cluster URLs in configuration must point at a rendered Service and its port.
func (r *chartRules) checkURLs(cm *corev1.ConfigMap) {
	for key, value := range cm.Data {
		match := clusterURL.FindStringSubmatch(value)
		if !strings.HasSuffix(key, "_URL") || match == nil {
			continue
		}
		host, port := match[1], match[2]
		s, ok := r.services[host]
		if !ok {
			r.report("ConfigMap %s: %s points at %s, which is not a rendered Service", cm.Name, key, host)
			continue
		}
		var ports []int
		for _, p := range s.Spec.Ports {
			ports = append(ports, int(p.Port))
		}
		if n, _ := strconv.Atoi(port); !slices.Contains(ports, n) {
			r.report("ConfigMap %s: %s uses port %s, Service %s has %v", cm.Name, key, port, host, ports)
		}
	}
}

func mapValues[K comparable, V any](m map[K]V) []V {
	out := make([]V, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
