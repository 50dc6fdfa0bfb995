{{/* The metrics Service and ServiceMonitor of a service (metrics.serviceMonitor.enabled). */}}
{{- define "vampire-hunt.service.metrics" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $fullname := .fullname -}}
{{- $component := dict "root" $root "component" $name -}}
{{- with $root.Values.metrics.serviceMonitor -}}
---
# The metrics port in a Service of its own: always ClusterIP, whatever type the service's own
# Service has, so a public gateway never exposes /metrics.
apiVersion: v1
kind: Service
metadata:
  name: {{ printf "%s-metrics" $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  type: ClusterIP
  ports:
    - name: metrics
      port: {{ $root.Values.metrics.port }}
      targetPort: metrics
      protocol: TCP
  selector:
    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 4 }}
---
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ $fullname }}
  namespace: {{ .namespace | default $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
    {{- with .labels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  jobLabel: app.kubernetes.io/component
  namespaceSelector:
    matchNames:
      - {{ $root.Release.Namespace | quote }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
  endpoints:
    - port: metrics
      path: /metrics
      interval: {{ .interval }}
      {{- with .scrapeTimeout }}
      scrapeTimeout: {{ . }}
      {{- end }}
      honorLabels: {{ .honorLabels }}
      {{- with .relabelings }}
      relabelings:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with .metricRelabelings }}
      metricRelabelings:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end }}
{{- end }}
