{{/* The Deployment of a service. */}}
{{- define "vampire-hunt.service.deployment" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $fullname := .fullname -}}
{{- $ctx := . -}}
{{- $component := dict "root" $root "component" $name -}}
{{- $configData := include "vampire-hunt.service.configData" . -}}
{{- $migrate := and $svc.database.enabled $svc.migrations.enabled -}}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
spec:
  {{- if not $svc.autoscaling.enabled }}
  replicas: {{ $svc.replicaCount }}
  {{- end }}
  revisionHistoryLimit: {{ $svc.revisionHistoryLimit }}
  {{- with $svc.updateStrategy }}
  strategy:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "vampire-hunt.componentLabels" $component | nindent 8 }}
        {{- with $svc.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        # Roll the pods when their configuration or chart-managed secrets change.
        checksum/config: {{ $configData | sha256sum }}
        checksum/secrets: {{ include "vampire-hunt.service.secretsChecksum" $ctx }}
        {{- if $root.Values.metrics.podAnnotations }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $root.Values.metrics.port | quote }}
        prometheus.io/path: /metrics
        {{- end }}
        {{- with $svc.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      {{- include "vampire-hunt.service.podCommon" $ctx | nindent 6 }}
      terminationGracePeriodSeconds: {{ $svc.terminationGracePeriodSeconds }}
      {{- if $svc.priorityClassName }}
      priorityClassName: {{ $svc.priorityClassName | quote }}
      {{- end }}
      {{- if $svc.affinity }}
      affinity:
        {{- toYaml $svc.affinity | nindent 8 }}
      {{- else if eq $svc.podAntiAffinityPreset "soft" }}
      affinity:
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 20 }}
      {{- else if eq $svc.podAntiAffinityPreset "hard" }}
      affinity:
        podAntiAffinity:
          requiredDuringSchedulingIgnoredDuringExecution:
            - topologyKey: kubernetes.io/hostname
              labelSelector:
                matchLabels:
                  {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 18 }}
      {{- end }}
      {{- with $svc.topologySpreadConstraints }}
      topologySpreadConstraints:
        {{- range . }}
        - {{ toYaml (merge (deepCopy .) (dict "labelSelector" (dict "matchLabels" (include "vampire-hunt.componentSelectorLabels" $component | fromYaml)))) | nindent 10 | trim }}
        {{- end }}
      {{- end }}
      {{- $migrateInit := and $migrate (eq $svc.migrations.mode "initContainer") }}
      {{- if or $migrateInit $svc.liveUpdate.distDir }}
      initContainers:
        {{- if $migrateInit }}
        - {{ include "vampire-hunt.service.migrateContainer" $ctx | nindent 10 | trim }}
        {{- end }}
        {{- if $svc.liveUpdate.distDir }}
        - {{ include "vampire-hunt.service.liveUpdateSeed" $ctx | nindent 10 | trim }}
        {{- end }}
      {{- end }}
      containers:
        - {{ include "vampire-hunt.service.container" $ctx | nindent 10 | trim }}
{{- end }}
