{{/* Name of the Secret with the application secrets (created by the chart or pre-existing). Context: root. */}}
{{- define "vampire-hunt.secretName" -}}
{{- if .Values.secrets.name -}}
{{- tpl .Values.secrets.name . -}}
{{- else -}}
{{- printf "%s-secrets" (include "vampire-hunt.fullname" .) -}}
{{- end -}}
{{- end -}}

{{/* Name of the chart-managed Secret holding connection URLs given as plain values. Context: root. */}}
{{- define "vampire-hunt.connectionsSecretName" -}}
{{- printf "%s-connections" (include "vampire-hunt.fullname" .) -}}
{{- end -}}

{{/*
Where REDIS_URL comes from, in order: externalRedis.existingSecret, externalRedis.url (stored in the
connections Secret), else the app Secret (key externalRedis.existingSecretKey). Returns JSON
{name, key, appSecret}. Context: root.
*/}}
{{- define "vampire-hunt.redisSecretRef" -}}
{{- $redis := .Values.externalRedis -}}
{{- if $redis.existingSecret -}}
{{- toJson (dict "name" (tpl $redis.existingSecret .) "key" $redis.existingSecretKey "appSecret" false) -}}
{{- else if $redis.url -}}
{{- toJson (dict "name" (include "vampire-hunt.connectionsSecretName" .) "key" "REDIS_URL" "appSecret" false) -}}
{{- else -}}
{{- toJson (dict "name" (include "vampire-hunt.secretName" .) "key" $redis.existingSecretKey "appSecret" true) -}}
{{- end -}}
{{- end -}}

{{/*
Where a service's DATABASE_URL comes from, in order: database.url (stored in the connections
Secret), database.existingSecret, else externalDatabase.existingSecretTemplate (by default the
`<release>-<service>-db-app` Secret CloudNativePG creates for a Cluster named
`<release>-<service>-db`). Returns JSON {name, key}. Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.databaseSecretRef" -}}
{{- $db := .svc.database -}}
{{- $defaults := .root.Values.externalDatabase -}}
{{- if $db.url -}}
{{- toJson (dict "name" (include "vampire-hunt.connectionsSecretName" .root) "key" (printf "DATABASE_URL_%s" (include "vampire-hunt.envName" .name))) -}}
{{- else if $db.existingSecret -}}
{{- toJson (dict "name" (tpl $db.existingSecret .root) "key" ($db.existingSecretKey | default $defaults.existingSecretKey)) -}}
{{- else -}}
{{- $context := dict "Release" .root.Release "Chart" .root.Chart "Values" .root.Values "Capabilities" .root.Capabilities "Template" .root.Template "service" .name -}}
{{- toJson (dict "name" (tpl $defaults.existingSecretTemplate $context) "key" ($db.existingSecretKey | default $defaults.existingSecretKey)) -}}
{{- end -}}
{{- end -}}

{{/*
Keys of the app Secret a service reads as env vars of the same name: GATEWAY_SHARED_SECRET (internal
services only, see serviceDefaults.internal) plus its secretEnv. Returns JSON list. Context: svc.
*/}}
{{- define "vampire-hunt.secretKeys" -}}
{{- $keys := .secretEnv | default list -}}
{{- if .internal -}}
{{- $keys = prepend $keys "GATEWAY_SHARED_SECRET" -}}
{{- end -}}
{{- toJson ($keys | uniq) -}}
{{- end -}}

{{/* Every key of the app Secret a service needs, REDIS_URL included when it lives there. Returns JSON list. Context: dict(root, svc). */}}
{{- define "vampire-hunt.appSecretKeys" -}}
{{- $keys := include "vampire-hunt.secretKeys" .svc | fromJsonArray -}}
{{- $redis := include "vampire-hunt.redisSecretRef" .root | fromJson -}}
{{- if and .svc.internal $redis.appSecret -}}
{{- $keys = append $keys $redis.key -}}
{{- end -}}
{{- toJson ($keys | uniq) -}}
{{- end -}}

{{/*
Checksum of the chart-managed Secret data a service reads, so pods roll when a secret changes.
Pre-existing Secrets are not visible at render time (use a reloader for those).
Context: dict(root, name, svc).
*/}}
{{- define "vampire-hunt.service.secretsChecksum" -}}
{{- $root := .root -}}
{{- $parts := list -}}
{{- if $root.Values.secrets.create -}}
{{- range $key := include "vampire-hunt.appSecretKeys" (dict "root" $root "svc" .svc) | fromJsonArray -}}
{{- $parts = append $parts (printf "%s=%s" $key (get $root.Values.secrets.data $key | toString)) -}}
{{- end -}}
{{- /* Optional keys too: a rotated JWT_KEYS rolls identity. */ -}}
{{- range $key := .svc.optionalSecretEnv | default list -}}
{{- if hasKey $root.Values.secrets.data $key -}}
{{- $parts = append $parts (printf "%s=%s" $key (get $root.Values.secrets.data $key | toString)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if and .svc.internal (not $root.Values.externalRedis.existingSecret) $root.Values.externalRedis.url -}}
{{- $parts = append $parts (printf "REDIS_URL=%s" (tpl $root.Values.externalRedis.url $root)) -}}
{{- end -}}
{{- if and .svc.database.enabled .svc.database.url -}}
{{- $parts = append $parts (printf "DATABASE_URL=%s" (tpl .svc.database.url $root)) -}}
{{- end -}}
{{- join "\n" $parts | sha256sum -}}
{{- end -}}
