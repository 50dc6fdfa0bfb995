{{/*
Observability environment of every service, as JSON: OTEL_EXPORTER_OTLP_ENDPOINT and the sampler
when tracing is configured (nothing otherwise: no tracing, at no cost), and ACCESS_LOG.
Context: root.
*/}}
{{- define "vampire-hunt.observabilityEnv" -}}
{{- $observability := .Values.observability -}}
{{- $env := dict "ACCESS_LOG" (ternary "on" "off" $observability.accessLog) -}}
{{- with $observability.tracing -}}
{{- if .otlpEndpoint -}}
{{- $_ := set $env "OTEL_EXPORTER_OTLP_ENDPOINT" (tpl .otlpEndpoint $) -}}
{{- with .sampler }}{{ $_ := set $env "OTEL_TRACES_SAMPLER" . }}{{ end -}}
{{- with .samplerArg }}{{ $_ := set $env "OTEL_TRACES_SAMPLER_ARG" (toString .) }}{{ end -}}
{{- end -}}
{{- end -}}
{{- toJson $env -}}
{{- end -}}

{{/*
Container env of the OpenTelemetry resource every span carries (tracing on): the pod's name,
namespace and node from the Downward API, and OTEL_RESOURCE_ATTRIBUTES naming them (Kubernetes
expands $(VAR) from the variables defined above it), with the image tag as service.version and
observability.tracing.resourceAttributes last (they win). Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.resourceAttributesEnv" -}}
{{- $root := .root -}}
{{- $image := .svc.image | default dict -}}
{{- $version := $image.tag | default $root.Values.image.tag | default $root.Chart.AppVersion | toString -}}
{{- $attributes := list
  "k8s.pod.name=$(K8S_POD_NAME)"
  "k8s.namespace.name=$(K8S_NAMESPACE_NAME)"
  "k8s.node.name=$(K8S_NODE_NAME)"
  (printf "service.version=%s" $version)
-}}
{{- with $root.Values.observability.tracing.resourceAttributes -}}
{{- range $key := keys . | sortAlpha -}}
{{- $attributes = append $attributes (printf "%s=%s" $key (get $root.Values.observability.tracing.resourceAttributes $key)) -}}
{{- end -}}
{{- end -}}
- name: K8S_POD_NAME
  valueFrom:
    fieldRef:
      fieldPath: metadata.name
- name: K8S_NAMESPACE_NAME
  valueFrom:
    fieldRef:
      fieldPath: metadata.namespace
- name: K8S_NODE_NAME
  valueFrom:
    fieldRef:
      fieldPath: spec.nodeName
- name: OTEL_RESOURCE_ATTRIBUTES
  value: {{ join "," $attributes | quote }}
{{- end -}}

{{/*
PromQL selector of the release's processes as the chart's ServiceMonitors scrape them (job = the
service key), e.g. namespace="games",job=~"gateway|game". Context: root.
*/}}
{{- define "vampire-hunt.metricsSelector" -}}
{{- $services := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- printf "namespace=%q,job=~%q" .Release.Namespace (join "|" $services) -}}
{{- end -}}
