{{/*
Render-time checks that the JSON schema cannot express. Context: root.
*/}}
{{- define "vampire-hunt.validate" -}}
{{- $_ := include "vampire-hunt.gatewayName" . -}}
{{- if not .Values.externalKafka.brokers -}}
{{- fail "externalKafka.brokers: list at least one bootstrap server (host:port)" -}}
{{- end -}}
{{- if .Values.secrets.create -}}
{{- $readers := dict -}}
{{- range $name := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- range $key := include "vampire-hunt.appSecretKeys" (dict "root" $ "svc" $svc) | fromJsonArray -}}
{{- if not (get $.Values.secrets.data $key) -}}
{{- $_ := set $readers $key (append (get $readers $key | default list) $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if $readers -}}
{{- $missing := list -}}
{{- range $key := keys $readers | sortAlpha -}}
{{- $missing = append $missing (printf "%s (read by %s)" $key (join ", " (get $readers $key))) -}}
{{- end -}}
{{- fail (printf "secrets.create is true but secrets.data lacks: %s" (join "; " $missing)) -}}
{{- end -}}
{{- $identity := include "vampire-hunt.serviceValues" (dict "root" $ "name" "identity") | fromJson -}}
{{- if and $identity.enabled (not (or (get .Values.secrets.data "JWT_KEYS") (get .Values.secrets.data "JWT_PRIVATE_KEY"))) -}}
{{- fail "secrets.create is true but secrets.data lacks JWT_KEYS (read by identity: its signing key set, made by `npm run keys:rotate -- --file <new file>`)" -}}
{{- end -}}
{{- end -}}
{{- if and .Values.ingress.enabled (not .Values.ingress.hostname) -}}
{{- fail "ingress.enabled needs ingress.hostname" -}}
{{- end -}}
{{- if .Values.ingress.enabled -}}
{{- $enabled := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- range .Values.ingress.extraHosts -}}
{{- if and .service (not (has .service $enabled)) -}}
{{- fail (printf "ingress.extraHosts: host %q routes to service %q, which is not an enabled entry of services" .name .service) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
