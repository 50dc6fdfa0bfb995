{{/*
Deep merge of two value maps where the override wins, including for false, 0 and "".
(sprig's merge/mergeOverwrite treat those as "empty" and would let a default `true` win over a
service's explicit `false`.) Lists are replaced, not concatenated. Returns JSON.
Context: dict(base, override).
*/}}
{{- define "vampire-hunt.mergeValues" -}}
{{- $out := deepCopy (.base | default dict) -}}
{{- range $key, $value := (.override | default dict) -}}
{{- $current := get $out $key -}}
{{- if and (kindIs "map" $value) (kindIs "map" $current) -}}
{{- $_ := set $out $key (include "vampire-hunt.mergeValues" (dict "base" $current "override" $value) | fromJson) -}}
{{- else -}}
{{- $_ := set $out $key $value -}}
{{- end -}}
{{- end -}}
{{- toJson $out -}}
{{- end -}}

{{/*
Effective values of one service: services.<name> deep-merged over serviceDefaults. Returns JSON.
Context: dict(root, name).
*/}}
{{- define "vampire-hunt.serviceValues" -}}
{{- $svc := index .root.Values.services .name | default dict -}}
{{- include "vampire-hunt.mergeValues" (dict "base" .root.Values.serviceDefaults "override" $svc) -}}
{{- end -}}

{{/* Sorted names of the enabled services. Returns JSON list. Context: root. */}}
{{- define "vampire-hunt.enabledServices" -}}
{{- $names := list -}}
{{- range $name := keys .Values.services | sortAlpha -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- if $svc.enabled -}}
{{- $names = append $names $name -}}
{{- end -}}
{{- end -}}
{{- toJson $names -}}
{{- end -}}

{{/* Key of the enabled service whose role is "gateway"; fails unless there is exactly one. Context: root. */}}
{{- define "vampire-hunt.gatewayName" -}}
{{- $gateways := list -}}
{{- range $name := include "vampire-hunt.enabledServices" . | fromJsonArray -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $ "name" $name) | fromJson -}}
{{- if eq $svc.role "gateway" -}}
{{- $gateways = append $gateways $name -}}
{{- end -}}
{{- end -}}
{{- if ne (len $gateways) 1 -}}
{{- fail (printf "exactly one enabled service must have role \"gateway\"; found %d (%s)" (len $gateways) (join ", " $gateways)) -}}
{{- end -}}
{{- first $gateways -}}
{{- end -}}

{{/*
Keys of the services other than the gateway that an ingress extra host routes to (ingress enabled
only), sorted and unique. Their NetworkPolicy admits the gateway's peers. Returns JSON list. Context: root.
*/}}
{{- define "vampire-hunt.ingressExposedServices" -}}
{{- $names := list -}}
{{- if .Values.ingress.enabled -}}
{{- $gateway := include "vampire-hunt.gatewayName" . -}}
{{- range .Values.ingress.extraHosts -}}
{{- if and .service (ne .service $gateway) -}}
{{- $names = append $names .service -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- toJson ($names | uniq | sortAlpha) -}}
{{- end -}}

{{/* ============================================================================================
     The service template and its parts
     ============================================================================================ */}}
