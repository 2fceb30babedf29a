"""Validates Kubernetes manifests offline; run by deploy/checks/schemas.test.ts in the
kubernetes-validate venv that deploy/checks/tools.mjs makes.

Built-in kinds go to kubernetes-validate in strict mode (an unknown field is an error, as
`kubectl apply` makes it) for each Kubernetes version asked for. Custom resources are checked
against the openAPIV3Schema of their CRD (from --crds, the operators' own files): the same
structural schema the API server applies, made strict the same way (an object that lists its
properties and does not preserve unknown fields refuses any other), and their metadata against
Kubernetes' ObjectMeta. A kind with neither a built-in schema nor a CRD is an error, never a
skip. CEL rules (x-kubernetes-validations) are not evaluated.

Prints one JSON object, by file: {"<file>": {"checked": N, "errors": ["kind/name: path: message", ...]}}.
"""

import argparse
import functools
import glob
import json
import sys

import jsonschema
import yaml
from kubernetes_validate import utils
from referencing import Registry, Resource


# kubernetes-validate reads its schema files again for every resource; each file is read once here.
utils.schema_contents = functools.lru_cache(maxsize=None)(utils.schema_contents)


def strict_schema(schema):
    """An openAPIV3Schema as JSON Schema, refusing unknown fields."""
    if isinstance(schema, list):
        return [strict_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: strict_schema(value) for key, value in schema.items()}
    if out.get("x-kubernetes-int-or-string"):
        out.pop("type", None)
        out["anyOf"] = [{"type": "integer"}, {"type": "string"}]
    if out.get("nullable") and isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
    if (
        "properties" in schema
        and "additionalProperties" not in schema
        and not schema.get("x-kubernetes-preserve-unknown-fields")
    ):
        out["additionalProperties"] = False
    return out


def load_crds(crd_dir):
    """{(group/version, kind): JSON Schema} for every served version of every CRD."""
    schemas = {}
    for path in sorted(glob.glob(f"{crd_dir}/*.yaml")):
        with open(path) as handle:
            for doc in yaml.load_all(handle, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
                if not doc or doc.get("kind") != "CustomResourceDefinition":
                    continue
                spec = doc["spec"]
                for version in spec["versions"]:
                    if not version.get("served", True):
                        continue
                    schema = version.get("schema", {}).get("openAPIV3Schema")
                    if schema:
                        key = (f"{spec['group']}/{version['name']}", spec["names"]["kind"])
                        schemas[key] = strict_schema(schema)
    return schemas


def object_meta_validator(version):
    """Kubernetes' ObjectMeta schema, from kubernetes-validate's definitions."""
    definitions = utils.schema_contents(
        f"kubernetes-json-schema/v{version}-local-strict/_definitions.json", version
    )
    registry = Resource.from_contents(definitions) @ Registry()
    schema = {"$ref": f"{definitions['$id']}#/$defs/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"}
    return jsonschema.Draft202012Validator(schema, registry=registry)


def describe(error):
    path = ".".join(str(item) for item in error.absolute_path)
    return f"{path or '(top)'}: {error.message}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kubernetes-version", action="append", required=True)
    parser.add_argument("--crds", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    crds = load_crds(args.crds)
    meta = object_meta_validator(args.kubernetes_version[-1])
    report = {}
    for path in args.files:
        errors = []
        resources = utils.resources_from_file(path)
        report[path] = {"checked": len(resources), "errors": errors}
        for resource in resources:
            name = f"{resource.get('kind')}/{resource.get('metadata', {}).get('name')}"
            key = (resource.get("apiVersion"), resource.get("kind"))
            if key in crds:
                validator = jsonschema.Draft7Validator(crds[key])
                for error in validator.iter_errors(resource):
                    errors.append(f"{name}: {describe(error)}")
                for error in meta.iter_errors(resource.get("metadata", {})):
                    errors.append(f"{name}: metadata.{describe(error)}")
                continue
            for version in args.kubernetes_version:
                try:
                    utils.validate(resource, version, strict=True)
                except utils.ValidationError as error:
                    errors.append(f"{name}: Kubernetes {version}: {describe(error)}")
                except utils.SchemaNotFoundError as error:
                    errors.append(f"{name}: {error.message}, and no CRD of it is known")
    json.dump(report, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
