variable    "terragrunt_dir" {}

 output  "terragrunt_dir"    {
      value=  var.terragrunt_dir
}