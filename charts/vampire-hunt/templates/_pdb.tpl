{{/* The PodDisruptionBudget of a service (pdb.create). */}}
{{- define "vampire-hunt.service.pdb" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $fullname := .fullname -}}
{{- $component := dict "root" $root "component" $name -}}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  {{- if not (kindIs "invalid" $svc.pdb.minAvailable) }}
  minAvailable: {{ $svc.pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ $svc.pdb.maxUnavailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
{{- end }}
