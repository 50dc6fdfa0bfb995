{{/* The migration container (init container or Job container). Context: dict(root, name, svc, fullname[, inline]). */}}
{{- define "vampire-hunt.service.migrateContainer" -}}
name: migrate
image: {{ include "vampire-hunt.image" . | quote }}
imagePullPolicy: {{ .root.Values.image.pullPolicy }}
command:
  {{- toYaml .svc.migrations.command | nindent 2 }}
{{ include "vampire-hunt.service.env" . }}
resources:
  {{- toYaml (.svc.migrations.resources | default .svc.resources) | nindent 2 }}
securityContext:
  {{- toYaml .svc.containerSecurityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
  {{- if .svc.internal }}
  {{- with include "vampire-hunt.kafkaVolumeMounts" .root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
  {{- with .svc.extraVolumeMounts }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end -}}

{{/*
A migration Job turned into a pre-install hook runs before any other object of the release exists,
so it must not read the Secrets nor run as the ServiceAccount this chart creates. Fails with an
explanation when it would.
Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.checkPreInstallHook" -}}
{{- $hook := get (.svc.migrations.job.annotations | default dict) "helm.sh/hook" | default "" -}}
{{- if contains "pre-install" $hook -}}
{{- $problems := list -}}
{{- if .root.Values.secrets.create -}}
{{- $problems = append $problems "secrets.create=true (create the app Secret out of band)" -}}
{{- end -}}
{{- if and (not .root.Values.externalRedis.existingSecret) .root.Values.externalRedis.url -}}
{{- $problems = append $problems "externalRedis.url (use externalRedis.existingSecret)" -}}
{{- end -}}
{{- if .svc.database.url -}}
{{- $problems = append $problems (printf "services.%s.database.url (use database.existingSecret)" .name) -}}
{{- end -}}
{{- if .root.Values.serviceAccount.create -}}
{{- $problems = append $problems "serviceAccount.create=true (create the ServiceAccount out of band and name it in serviceAccount.name)" -}}
{{- end -}}
{{- if $problems -}}
{{- fail (printf "services.%s: a pre-install migration hook runs before this release creates its Secrets and ServiceAccount, so it cannot use %s" .name (join ", " $problems)) -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* The migration Job (migrations.mode=job). */}}
{{- define "vampire-hunt.service.migrationJob" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $fullname := .fullname -}}
{{- $ctx := . -}}
{{- $jobComponent := dict "root" $root "component" (printf "%s-migrate" $name) -}}
---
apiVersion: batch/v1
kind: Job
metadata:
  # Stable name: Tilt deletes and re-creates it when the image changes; with plain Helm add hook
  # annotations (migrations.job.annotations) so every upgrade runs a fresh Job.
  name: {{ printf "%s-migrate" $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $jobComponent | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root "extra" $svc.migrations.job.annotations) }}
spec:
  backoffLimit: {{ $svc.migrations.job.backoffLimit }}
  activeDeadlineSeconds: {{ $svc.migrations.job.activeDeadlineSeconds }}
  {{- if not (kindIs "invalid" $svc.migrations.job.ttlSecondsAfterFinished) }}
  ttlSecondsAfterFinished: {{ $svc.migrations.job.ttlSecondsAfterFinished }}
  {{- end }}
  template:
    metadata:
      labels:
        {{- include "vampire-hunt.componentLabels" $jobComponent | nindent 8 }}
      annotations:
        checksum/secrets: {{ include "vampire-hunt.service.secretsChecksum" $ctx }}
    spec:
      {{- include "vampire-hunt.service.podCommon" $ctx | nindent 6 }}
      restartPolicy: OnFailure
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - {{ include "vampire-hunt.service.migrateContainer" (dict "root" $root "name" $name "svc" $svc "fullname" $fullname "inline" true) | nindent 10 | trim }}
{{- end }}
