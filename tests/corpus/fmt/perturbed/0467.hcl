engine  {

      // use latest OpenTofu engine to do basic validation of implementation
 source    ="github.com/gruntwork-io/terragrunt-engine-opentofu"
}
