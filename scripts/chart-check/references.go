package main

import (
	"fmt"
	"net/url"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// componentLabel names the service a pod belongs to; a migration Job's pods carry "<service>-migrate".
const componentLabel = "app.kubernetes.io/component"

// podTemplate returns the pod spec and pod labels of a workload, or nil for other objects.
func podTemplate(obj runtime.Object) (*corev1.PodSpec, map[string]string) {
	switch o := obj.(type) {
	case *corev1.Pod:
		return &o.Spec, o.Labels
	case *appsv1.Deployment:
		return &o.Spec.Template.Spec, o.Spec.Template.Labels
	case *appsv1.StatefulSet:
		return &o.Spec.Template.Spec, o.Spec.Template.Labels
	case *appsv1.DaemonSet:
		return &o.Spec.Template.Spec, o.Spec.Template.Labels
	case *appsv1.ReplicaSet:
		return &o.Spec.Template.Spec, o.Spec.Template.Labels
	case *batchv1.Job:
		return &o.Spec.Template.Spec, o.Spec.Template.Labels
	case *batchv1.CronJob:
		return &o.Spec.JobTemplate.Spec.Template.Spec, o.Spec.JobTemplate.Spec.Template.Labels
	}
	return nil, nil
}

// referenceChecker finds the Secrets, keys, ConfigMaps and databases a pod names that nothing defines.
type referenceChecker struct {
	defs      definitions
	databases map[string]string // service -> the database it owns (package.json vampireHunt.database)
	checked   int
}

func (c *referenceChecker) check(spec *corev1.PodSpec, labels map[string]string) []string {
	var problems []string
	service := strings.TrimSuffix(labels[componentLabel], "-migrate")
	for _, ref := range spec.ImagePullSecrets {
		problems = append(problems, c.secret("imagePullSecrets", ref.Name, "", false)...)
	}
	for _, v := range spec.Volumes {
		where := "volume " + v.Name
		if s := v.Secret; s != nil {
			keys := []string{""} // the whole Secret, or each key it projects
			for i, item := range s.Items {
				if i == 0 {
					keys = nil
				}
				keys = append(keys, item.Key)
			}
			for _, key := range keys {
				problems = append(problems, c.secret(where, s.SecretName, key, optional(s.Optional))...)
			}
		}
		if cm := v.ConfigMap; cm != nil {
			problems = append(problems, c.configMap(where, cm.Name, "", optional(cm.Optional))...)
		}
		if p := v.Projected; p != nil {
			for _, source := range p.Sources {
				if s := source.Secret; s != nil {
					problems = append(problems, c.secret(where, s.Name, "", optional(s.Optional))...)
				}
				if cm := source.ConfigMap; cm != nil {
					problems = append(problems, c.configMap(where, cm.Name, "", optional(cm.Optional))...)
				}
			}
		}
	}
	containers := append(append([]corev1.Container{}, spec.InitContainers...), spec.Containers...)
	for _, container := range containers {
		for _, from := range container.EnvFrom {
			where := fmt.Sprintf("container %s envFrom", container.Name)
			if ref := from.SecretRef; ref != nil {
				problems = append(problems, c.secret(where, ref.Name, "", optional(ref.Optional))...)
			}
			if ref := from.ConfigMapRef; ref != nil {
				problems = append(problems, c.configMap(where, ref.Name, "", optional(ref.Optional))...)
			}
		}
		for _, env := range container.Env {
			if env.ValueFrom == nil {
				continue
			}
			where := fmt.Sprintf("container %s env %s", container.Name, env.Name)
			if ref := env.ValueFrom.SecretKeyRef; ref != nil {
				found := c.secret(where, ref.Name, ref.Key, optional(ref.Optional))
				problems = append(problems, found...)
				if env.Name == "DATABASE_URL" && len(found) == 0 {
					problems = append(problems, c.database(where, service, ref.Name, ref.Key)...)
				}
			}
			if ref := env.ValueFrom.ConfigMapKeyRef; ref != nil {
				problems = append(problems, c.configMap(where, ref.Name, ref.Key, optional(ref.Optional))...)
			}
		}
	}
	return problems
}

func optional(flag *bool) bool { return flag != nil && *flag }

func (c *referenceChecker) secret(where, name, key string, isOptional bool) []string {
	c.checked++
	def, ok := c.defs.secrets[name]
	switch {
	case isOptional:
		return nil
	case !ok:
		return []string{fmt.Sprintf("%s: Secret %q is defined by neither the release nor its prerequisites", where, name)}
	case key != "":
		if _, has := def.keys[key]; !has {
			return []string{fmt.Sprintf("%s: Secret %q (%s) has no key %q", where, name, def.by, key)}
		}
	}
	return nil
}

func (c *referenceChecker) configMap(where, name, key string, isOptional bool) []string {
	c.checked++
	keys, ok := c.defs.configMaps[name]
	switch {
	case isOptional:
		return nil
	case !ok:
		return []string{fmt.Sprintf("%s: ConfigMap %q is defined by neither the release nor its prerequisites", where, name)}
	case key != "" && !keys[key]:
		return []string{fmt.Sprintf("%s: ConfigMap %q has no key %q", where, name, key)}
	}
	return nil
}

// database checks that a service's DATABASE_URL connects to the database the service owns.
func (c *referenceChecker) database(where, service, secret, key string) []string {
	if len(c.databases) == 0 {
		return nil
	}
	want, ok := c.databases[service]
	if !ok {
		return []string{fmt.Sprintf("%s: service %q reads a DATABASE_URL but owns no database (-database)", where, service)}
	}
	def := c.defs.secrets[secret]
	got := def.database
	if got == "" {
		u, err := url.Parse(def.keys[key])
		if err != nil || u.Scheme == "" {
			return []string{fmt.Sprintf("%s: Secret %q key %q (%s) is no database URL", where, secret, key, def.by)}
		}
		got = strings.TrimPrefix(u.Path, "/")
	}
	if got != want {
		return []string{fmt.Sprintf("%s: connects to database %q (%s), but service %s owns database %q", where, got, def.by, service, want)}
	}
	return nil
}
