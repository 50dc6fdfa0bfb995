{{/* Kafka bootstrap servers as a comma separated list (each entry passed through tpl). Context: root. */}}
{{- define "vampire-hunt.kafkaBrokers" -}}
{{- $brokers := list -}}
{{- range .Values.externalKafka.brokers -}}
{{- $brokers = append $brokers (tpl . $) -}}
{{- end -}}
{{- join "," $brokers -}}
{{- end -}}

{{/*
Kafka TLS and SASL (externalKafka.tls, externalKafka.sasl) as non-secret env of the internal services:
KAFKA_SSL, KAFKA_SSL_CA/CERT/KEY (files mounted by "vampire-hunt.kafkaVolumes"), KAFKA_SASL_MECHANISM
and KAFKA_SASL_USERNAME. Fails on settings that do not fit together, which the services would refuse
at start (services/kit/src/kafkaSecurity.ts). Returns JSON. Context: root.
*/}}
{{- define "vampire-hunt.kafkaSecurityEnv" -}}
{{- $tls := .Values.externalKafka.tls -}}
{{- $sasl := .Values.externalKafka.sasl -}}
{{- $env := dict -}}
{{- if and $tls.ca.existingSecret $tls.ca.existingConfigMap -}}
{{- fail "externalKafka.tls.ca: set existingSecret or existingConfigMap, not both" -}}
{{- end -}}
{{- if $tls.enabled -}}
{{- $_ := set $env "KAFKA_SSL" "true" -}}
{{- if or $tls.ca.existingSecret $tls.ca.existingConfigMap -}}
{{- $_ := set $env "KAFKA_SSL_CA" "/etc/vampire-hunt/kafka-ca/ca.crt" -}}
{{- end -}}
{{- if $tls.clientCertificate.existingSecret -}}
{{- $_ := set $env "KAFKA_SSL_CERT" "/etc/vampire-hunt/kafka-client/tls.crt" -}}
{{- $_ := set $env "KAFKA_SSL_KEY" "/etc/vampire-hunt/kafka-client/tls.key" -}}
{{- end -}}
{{- else if or $tls.ca.existingSecret $tls.ca.existingConfigMap $tls.clientCertificate.existingSecret -}}
{{- fail "externalKafka.tls: a CA or client certificate is set, but tls.enabled is false" -}}
{{- end -}}
{{- if $sasl.mechanism -}}
{{- if not $sasl.existingSecret -}}
{{- fail (printf "externalKafka.sasl.mechanism %s needs externalKafka.sasl.existingSecret, the Secret holding the password" $sasl.mechanism) -}}
{{- end -}}
{{- if not (or $sasl.username $sasl.usernameKey) -}}
{{- fail (printf "externalKafka.sasl.mechanism %s needs externalKafka.sasl.username (or usernameKey)" $sasl.mechanism) -}}
{{- end -}}
{{- $_ := set $env "KAFKA_SASL_MECHANISM" $sasl.mechanism -}}
{{- if not $sasl.usernameKey -}}
{{- $_ := set $env "KAFKA_SASL_USERNAME" (tpl $sasl.username .) -}}
{{- end -}}
{{- else if or $sasl.username $sasl.usernameKey $sasl.existingSecret -}}
{{- fail "externalKafka.sasl: credentials are set, but no mechanism (plain, scram-sha-256 or scram-sha-512)" -}}
{{- end -}}
{{- toJson $env -}}
{{- end -}}

{{/* Env entries of the SASL secrets (KAFKA_SASL_PASSWORD, KAFKA_SASL_USERNAME from usernameKey). Context: root. */}}
{{- define "vampire-hunt.kafkaSecretEnv" -}}
{{- with .Values.externalKafka.sasl }}
{{- if .mechanism }}
- name: KAFKA_SASL_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ tpl .existingSecret $ }}
      key: {{ .passwordKey }}
{{- if .usernameKey }}
- name: KAFKA_SASL_USERNAME
  valueFrom:
    secretKeyRef:
      name: {{ tpl .existingSecret $ }}
      key: {{ .usernameKey }}
{{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Pod volumes of the Kafka CA and client certificate (KAFKA_SSL_CA/CERT/KEY). Context: root. */}}
{{- define "vampire-hunt.kafkaVolumes" -}}
{{- with .Values.externalKafka.tls }}
{{- if .enabled }}
{{- if .ca.existingSecret }}
- name: kafka-ca
  secret:
    secretName: {{ tpl .ca.existingSecret $ }}
    items:
      - key: {{ .ca.key }}
        path: ca.crt
{{- else if .ca.existingConfigMap }}
- name: kafka-ca
  configMap:
    name: {{ tpl .ca.existingConfigMap $ }}
    items:
      - key: {{ .ca.key }}
        path: ca.crt
{{- end }}
{{- with .clientCertificate }}
{{- if .existingSecret }}
- name: kafka-client
  secret:
    secretName: {{ tpl .existingSecret $ }}
    items:
      - key: {{ .certKey }}
        path: tls.crt
      - key: {{ .keyKey }}
        path: tls.key
{{- end }}
{{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Mounts of those volumes, where KAFKA_SSL_CA/CERT/KEY point. Context: root. */}}
{{- define "vampire-hunt.kafkaVolumeMounts" -}}
{{- range $volume := include "vampire-hunt.kafkaVolumes" . | fromYamlArray }}
- name: {{ $volume.name }}
  mountPath: /etc/vampire-hunt/{{ $volume.name }}
  readOnly: true
{{- end }}
{{- end -}}
