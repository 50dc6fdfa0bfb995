package main

import (
	"encoding/base64"
	"fmt"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
)

// secretDefinition is a Secret that exists once the prerequisites and the release are applied:
// written out, or made by an operator from a custom resource.
type secretDefinition struct {
	by       string            // the object that defines it
	keys     map[string]string // key -> value ("" when an operator generates it)
	database string            // CloudNativePG app Secrets: the database its uri connects to
}

// definitions are the Secrets and ConfigMaps (by name) that the objects define.
type definitions struct {
	secrets    map[string]secretDefinition
	configMaps map[string]map[string]bool
}

// Keys of the Secrets operators generate (CloudNativePG "<cluster>-app", Strimzi users and CAs).
var (
	cnpgAppKeys     = []string{"username", "user", "password", "host", "port", "dbname", "uri", "jdbc-uri", "fqdn-uri", "fqdn-jdbc-uri", "pgpass"}
	strimziCAKeys   = []string{"ca.crt", "ca.p12", "ca.password"}
	strimziScram    = []string{"password", "sasl.jaas.config"}
	strimziTLSUser  = []string{"ca.crt", "user.crt", "user.key", "user.p12", "user.password"}
	generatedSecret = func(by string, keys []string) secretDefinition {
		def := secretDefinition{by: by, keys: map[string]string{}}
		for _, k := range keys {
			def.keys[k] = ""
		}
		return def
	}
)

func collectDefinitions(manifests []Manifest) definitions {
	defs := definitions{secrets: map[string]secretDefinition{}, configMaps: map[string]map[string]bool{}}
	for _, m := range manifests {
		o := m.Object
		by := fmt.Sprintf("%s/%s", o.GetKind(), o.GetName())
		switch o.GroupVersionKind().GroupKind().String() {
		case "Secret":
			defs.secrets[o.GetName()] = secretDefinition{by: by, keys: secretData(o)}
		case "ConfigMap":
			keys := map[string]bool{}
			for _, field := range []string{"data", "binaryData"} {
				values, _, _ := unstructured.NestedMap(o.Object, field)
				for k := range values {
					keys[k] = true
				}
			}
			defs.configMaps[o.GetName()] = keys
		case "Cluster.postgresql.cnpg.io":
			def := generatedSecret(by, cnpgAppKeys)
			def.database, _, _ = unstructured.NestedString(o.Object, "spec", "bootstrap", "initdb", "database")
			if def.database == "" {
				def.database = "app" // the operator's default
			}
			defs.secrets[o.GetName()+"-app"] = def
		case "Kafka.kafka.strimzi.io":
			defs.secrets[o.GetName()+"-cluster-ca-cert"] = generatedSecret(by, strimziCAKeys)
			defs.secrets[o.GetName()+"-clients-ca-cert"] = generatedSecret(by, strimziCAKeys)
		case "KafkaUser.kafka.strimzi.io":
			auth, _, _ := unstructured.NestedString(o.Object, "spec", "authentication", "type")
			switch auth {
			case "scram-sha-512":
				defs.secrets[o.GetName()] = generatedSecret(by, strimziScram)
			case "tls", "tls-external":
				defs.secrets[o.GetName()] = generatedSecret(by, strimziTLSUser)
			}
		}
	}
	return defs
}

// secretData is the decoded data and stringData of a Secret (stringData wins, as in the API).
func secretData(o *unstructured.Unstructured) map[string]string {
	out := map[string]string{}
	data, _, _ := unstructured.NestedStringMap(o.Object, "data")
	for k, v := range data {
		decoded, err := base64.StdEncoding.DecodeString(v)
		if err != nil {
			decoded = nil
		}
		out[k] = string(decoded)
	}
	stringData, _, _ := unstructured.NestedStringMap(o.Object, "stringData")
	for k, v := range stringData {
		out[k] = v
	}
	return out
}
