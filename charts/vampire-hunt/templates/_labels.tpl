{{/* Labels every object carries. Context: root. */}}
{{- define "vampire-hunt.labels" -}}
helm.sh/chart: {{ include "vampire-hunt.chart" . }}
{{ include "vampire-hunt.selectorLabels" . }}
app.kubernetes.io/version: {{ .Values.image.tag | default .Chart.AppVersion | trunc 63 | trimSuffix "-" | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: vampire-hunt
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Immutable selector labels (never add commonLabels here). Context: root. */}}
{{- define "vampire-hunt.selectorLabels" -}}
app.kubernetes.io/name: {{ include "vampire-hunt.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* Labels of one component. Context: dict(root, component). */}}
{{- define "vampire-hunt.componentLabels" -}}
{{ include "vampire-hunt.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Selector labels of one component. Context: dict(root, component). */}}
{{- define "vampire-hunt.componentSelectorLabels" -}}
{{ include "vampire-hunt.selectorLabels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/*
metadata.annotations (commonAnnotations merged with extra ones, extra wins), emitted with a leading
newline at metadata indentation, or nothing. Use as `{{- include "vampire-hunt.annotations" ... }}`
right under `labels:`. Context: dict(root, extra).
*/}}
{{- define "vampire-hunt.annotations" -}}
{{- $all := merge (deepCopy (.extra | default dict)) (.root.Values.commonAnnotations | default dict) -}}
{{- with $all }}
  annotations:
    {{- toYaml . | nindent 4 }}
{{- end }}
{{- end -}}
