{{/*
"vampire-hunt.service": the ONE named template that renders a deployable from its entry in the
`services` map (merged over `serviceDefaults`):

  ConfigMap       non-secret env (NODE_ENV, PORT, LOG_LEVEL, KAFKA_BROKERS, PUBLIC_ORIGIN,
                  SUBGRAPH_<NAME>_URL for the gateway, services.<name>.env)
  Deployment      the service; secrets come from Secret references, never from the ConfigMap
  Service         ClusterIP (type configurable) on the service's port, named "http"
  Job             migration Job (migrations.mode=job only; see below)
  PDB / HPA       PodDisruptionBudget and HorizontalPodAutoscaler (optional)
  ServiceMonitor  Prometheus Operator scrape config (optional)

Migrations (services with database.enabled):
  mode=initContainer (default) runs `migrate.js` as an init container of every pod, so the new code
    never starts against an unmigrated schema. It behaves the same under `helm install/upgrade`,
    `helm template | kubectl apply`, Argo CD/Flux and Tilt, and needs no hook-ordered copies of the
    Secrets (a pre-install hook runs before the chart's own Secret/ConfigMap exist). migrate.js is
    idempotent and knex guards concurrent runs with its lock table: when N replicas start at once
    one migrates, the others exit non-zero and the kubelet retries them until the schema is current
    (a few seconds of back-off, never a start against a half-migrated schema).
  mode=job renders a plain Job per service instead. Tilt uses it to show migrations as their own
    resources that the services depend on; Argo CD users can turn it into a PreSync hook and Helm
    users into a pre-upgrade hook with migrations.job.annotations.

Each object is a template of its own, named by kind (_deployment.tpl, _container.tpl, _service.tpl,
_migrations.tpl, _pdb.tpl, _hpa.tpl, _metrics.tpl, _env.tpl); they all take
dict(root, name, svc, fullname).

Context: dict(root, name).
*/}}
{{- define "vampire-hunt.service" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := include "vampire-hunt.serviceValues" (dict "root" $root "name" $name) | fromJson -}}
{{- $fullname := include "vampire-hunt.serviceFullname" (dict "root" $root "name" $name) -}}
{{- $ctx := dict "root" $root "name" $name "svc" $svc "fullname" $fullname -}}
{{- $migrate := and $svc.database.enabled $svc.migrations.enabled -}}
{{- if not (has $svc.role (list "gateway" "subgraph" "worker")) -}}
{{- fail (printf "services.%s.role must be gateway, subgraph or worker (got %q)" $name $svc.role) -}}
{{- end -}}
{{- if not (has $svc.migrations.mode (list "initContainer" "job")) -}}
{{- fail (printf "services.%s.migrations.mode must be initContainer or job (got %q)" $name $svc.migrations.mode) -}}
{{- end -}}
{{ include "vampire-hunt.service.configMap" $ctx }}
{{ include "vampire-hunt.service.deployment" $ctx }}
{{ include "vampire-hunt.service.kubernetesService" $ctx }}
{{- if and $migrate (eq $svc.migrations.mode "job") }}
{{- include "vampire-hunt.service.checkPreInstallHook" $ctx }}
{{ include "vampire-hunt.service.migrationJob" $ctx }}
{{- end }}
{{- if $svc.pdb.create }}
{{ include "vampire-hunt.service.pdb" $ctx }}
{{- end }}
{{- if $svc.autoscaling.enabled }}
{{ include "vampire-hunt.service.hpa" $ctx }}
{{- end }}
{{- if $root.Values.metrics.serviceMonitor.enabled }}
{{ include "vampire-hunt.service.metrics" $ctx }}
{{- end }}
{{- end -}}

{{/* The Service in front of a service's pods (port "http"). */}}
{{- define "vampire-hunt.service.kubernetesService" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := .svc -}}
{{- $fullname := .fullname -}}
{{- $component := dict "root" $root "component" $name -}}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  namespace: {{ $root.Release.Namespace | quote }}
  labels:
    {{- include "vampire-hunt.componentLabels" $component | nindent 4 }}
  {{- include "vampire-hunt.annotations" (dict "root" $root "extra" $svc.service.annotations) }}
spec:
  type: {{ $svc.service.type }}
  {{- if and (eq $svc.service.type "LoadBalancer") $svc.service.loadBalancerClass }}
  loadBalancerClass: {{ $svc.service.loadBalancerClass }}
  {{- end }}
  ports:
    - name: http
      port: {{ $svc.port }}
      targetPort: http
      protocol: TCP
      appProtocol: http
      {{- if and (has $svc.service.type (list "NodePort" "LoadBalancer")) $svc.service.nodePort }}
      nodePort: {{ $svc.service.nodePort }}
      {{- end }}
  selector:
    {{- include "vampire-hunt.componentSelectorLabels" $component | nindent 4 }}
{{- end }}
