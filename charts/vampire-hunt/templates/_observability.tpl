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
PromQL selector of the release's processes as the chart's ServiceMonitors scrape them (job = the
service key), e.g. namespace="games",job=~"gateway|game". Context: root.
*/}}
{{- define "vampire-hunt.metricsSelector" -}}
{{- $services := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- printf "namespace=%q,job=~%q" .Release.Namespace (join "|" $services) -}}
{{- end -}}
