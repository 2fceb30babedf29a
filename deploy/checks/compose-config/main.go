// Command compose-config is `docker compose config` without the rest of docker compose: the
// same loader (compose-spec/compose-go, at the version docker compose v2.40.3 builds with) and
// the same steps as its config command (interpolation, includes, profiles, normalisation, the
// consistency checks, environment resolution, container-name unicity), so a fresh machine
// builds it in seconds instead of building all of docker compose (deploy/checks/tools.mjs).
//
//	compose-config [-f FILE]... [--project-directory DIR] [--env-file FILE] [--profile NAME]... (-q | --profiles | --format json)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"

	"github.com/compose-spec/compose-go/v2/cli"
)

type list []string

func (l *list) String() string     { return fmt.Sprint(*l) }
func (l *list) Set(v string) error { *l = append(*l, v); return nil }

func main() {
	var files, envFiles, profiles list
	var projectDir, format string
	var quiet, listProfiles bool
	flag.Var(&files, "f", "compose file (repeatable)")
	flag.StringVar(&projectDir, "project-directory", "", "project directory")
	flag.Var(&envFiles, "env-file", "environment file (repeatable)")
	flag.Var(&profiles, "profile", "profile to enable (repeatable)")
	flag.BoolVar(&quiet, "q", false, "only validate")
	flag.BoolVar(&listProfiles, "profiles", false, "print the profile names, one per line")
	flag.StringVar(&format, "format", "yaml", "yaml or json")
	flag.Parse()

	if err := run(files, envFiles, profiles, projectDir, format, quiet, listProfiles); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(files, envFiles, profiles []string, projectDir, format string, quiet, listProfiles bool) error {
	ctx := context.Background()
	options := []cli.ProjectOptionsFn{
		cli.WithInterpolation(true),
		cli.WithResolvedPaths(true),
		cli.WithNormalization(true),
		cli.WithConsistency(true),
		cli.WithDefaultProfiles(profiles...),
		cli.WithDiscardEnvFile,
	}
	if listProfiles {
		options = append(options, cli.WithoutEnvironmentResolution)
	}
	options = append(options,
		cli.WithWorkingDirectory(projectDir),
		cli.WithOsEnv,
		cli.WithEnvFiles(envFiles...),
		cli.WithDotEnv,
		cli.WithConfigFileEnv,
		cli.WithDefaultConfigPath,
		cli.WithEnvFiles(envFiles...),
		cli.WithDotEnv,
		cli.WithDefaultProfiles(profiles...),
	)
	projectOptions, err := cli.NewProjectOptions(files, options...)
	if err != nil {
		return err
	}
	project, err := projectOptions.LoadProject(ctx)
	if err != nil {
		return err
	}
	if project.Name == "" {
		return errors.New("project name can't be empty")
	}
	if listProfiles {
		set := map[string]struct{}{}
		for _, service := range project.AllServices() {
			for _, profile := range service.Profiles {
				set[profile] = struct{}{}
			}
		}
		names := make([]string, 0, len(set))
		for name := range set {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			fmt.Println(name)
		}
		return nil
	}
	if project, err = project.WithServicesEnabled(); err != nil {
		return err
	}
	if project, err = project.WithSelectedServices(nil); err != nil {
		return err
	}
	project = project.WithoutUnnecessaryResources()
	if project, err = project.WithServicesEnvironmentResolved(true); err != nil {
		return err
	}
	if err = project.CheckContainerNameUnicity(); err != nil {
		return err
	}
	var content []byte
	if format == "json" {
		content, err = project.MarshalJSON()
	} else {
		content, err = project.MarshalYAML()
	}
	if err != nil || quiet {
		return err
	}
	_, err = os.Stdout.Write(content)
	return err
}
