{{/*
Non-secret environment of a service, as JSON: NODE_ENV, PORT, LOG_LEVEL, SHUTDOWN_DRAIN_MS, KAFKA_BROKERS (internal
services only), DB_POOL_MAX (database.poolMax, when set), PUBLIC_ORIGIN, SUBGRAPH_<NAME>_URL (gateway role) and services.<name>.env. Entries of env go
through tpl; empty ones are left out so optional settings (REGISTRATION_OPENS_AT) stay unset
instead of being set to "". Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.configEnv" -}}
{{- $root := .root -}}
{{- $env := dict
  "NODE_ENV" "production"
  "PORT" (toString .svc.port)
  "METRICS_PORT" (toString $root.Values.metrics.port)
  "LOG_LEVEL" .svc.logLevel
  "SHUTDOWN_DRAIN_MS" (toString (mul (int .svc.shutdownDrainSeconds) 1000))
  "PUBLIC_ORIGIN" (include "vampire-hunt.publicOrigin" $root)
-}}
{{- $env = merge $env (include "vampire-hunt.observabilityEnv" $root | fromJson) -}}
{{- if .svc.internal -}}
{{- $_ := set $env "KAFKA_BROKERS" (include "vampire-hunt.kafkaBrokers" $root) -}}
{{- $env = merge $env (include "vampire-hunt.kafkaSecurityEnv" $root | fromJson) -}}
{{- end -}}
{{- if and .svc.database.enabled (not (kindIs "invalid" .svc.database.poolMax)) -}}
{{- $_ := set $env "DB_POOL_MAX" (toString (int .svc.database.poolMax)) -}}
{{- end -}}
{{- if eq .svc.role "gateway" -}}
{{- range $other := include "vampire-hunt.enabledServices" $root | fromJsonArray -}}
{{- $otherSvc := include "vampire-hunt.serviceValues" (dict "root" $root "name" $other) | fromJson -}}
{{- if eq $otherSvc.role "subgraph" -}}
{{- $_ := set $env (printf "SUBGRAPH_%s_URL" (include "vampire-hunt.envName" $other)) (printf "%s/graphql" (include "vampire-hunt.serviceUrl" (dict "root" $root "name" $other))) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- range $key, $value := .svc.env -}}
{{- $rendered := tpl (toString $value) $root -}}
{{- if ne $rendered "" -}}
{{- $_ := set $env $key $rendered -}}
{{- else -}}
{{- $_ := unset $env $key -}}
{{- end -}}
{{- end -}}
{{- toJson $env -}}
{{- end -}}

{{/* ConfigMap data of a service (sorted, quoted). Context: dict(root, name, svc). */}}
{{- define "vampire-hunt.service.configData" -}}
{{- $env := include "vampire-hunt.service.configEnv" . | fromJson -}}
{{- range $key := keys $env | sortAlpha }}
{{ $key }}: {{ get $env $key | quote }}
{{- end -}}
{{- end -}}

{{/*
envFrom + env of a service's containers (the service and its migration). Secrets are referenced,
never copied: GATEWAY_SHARED_SECRET, services.<name>.secretEnv and optionalSecretEnv from the app Secret, REDIS_URL
and DATABASE_URL from their own Secrets (GATEWAY_SHARED_SECRET and REDIS_URL for internal services
only). With tracing on, the OpenTelemetry resource of the pod (resourceAttributesEnv). With `inline`, the non-secret settings are written into
the container instead of read from the ConfigMap, so a migration Job run as a pre-install hook does
not depend on a ConfigMap that the release has not created yet (and never sees a stale one).
Context: dict(root, name, svc, fullname[, inline]).
*/}}
{{- define "vampire-hunt.service.env" -}}
{{- $root := .root -}}
{{- $appSecret := include "vampire-hunt.secretName" $root -}}
{{- $redis := include "vampire-hunt.redisSecretRef" $root | fromJson -}}
{{- if not .inline }}
envFrom:
  - configMapRef:
      name: {{ .fullname }}
{{- end }}
{{- $secretKeys := include "vampire-hunt.secretKeys" .svc | fromJsonArray }}
{{- $tracing := $root.Values.observability.tracing.otlpEndpoint }}
{{- if or .inline $secretKeys .svc.optionalSecretEnv .svc.internal .svc.database.enabled .svc.extraEnv $tracing }}
env:
  {{- if .inline }}
  {{- $config := include "vampire-hunt.service.configEnv" . | fromJson }}
  {{- range $key := keys $config | sortAlpha }}
  - name: {{ $key }}
    value: {{ get $config $key | quote }}
  {{- end }}
  {{- end }}
  {{- range $key := $secretKeys }}
  - name: {{ $key }}
    valueFrom:
      secretKeyRef:
        name: {{ $appSecret }}
        key: {{ $key }}
  {{- end }}
  {{- /* Keys of a feature that is off without them (push reminders' VAPID key): may be absent. */}}
  {{- range $key := .svc.optionalSecretEnv | default list }}
  - name: {{ $key }}
    valueFrom:
      secretKeyRef:
        name: {{ $appSecret }}
        key: {{ $key }}
        optional: true
  {{- end }}
  {{- if .svc.internal }}
  - name: REDIS_URL
    valueFrom:
      secretKeyRef:
        name: {{ $redis.name }}
        key: {{ $redis.key }}
  {{- with include "vampire-hunt.kafkaSecretEnv" $root | trim }}
  {{- . | nindent 2 }}
  {{- end }}
  {{- end }}
  {{- if .svc.database.enabled }}
  {{- $db := include "vampire-hunt.databaseSecretRef" . | fromJson }}
  - name: DATABASE_URL
    valueFrom:
      secretKeyRef:
        name: {{ $db.name }}
        key: {{ $db.key }}
  {{- end }}
  {{- if $tracing }}
  {{- include "vampire-hunt.resourceAttributesEnv" . | nindent 2 }}
  {{- end }}
  {{- with .svc.extraEnv }}
  {{- toYaml . | nindent 2 }}
  {{- end }}
{{- end }}
{{- end -}}

{{/* The ConfigMap of a service's non-secret env (configData). */}}
{{- define "vampire-hunt.service.configMap" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $fullname := .fullname -}}
{{- $component := dict "root" $root "component" $name -}}
{{- $configData := include "vampire-hunt.service.configData" . -}}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root) }}
data:
  {{- $configData | trim | nindent 2 }}
{{- end }}
