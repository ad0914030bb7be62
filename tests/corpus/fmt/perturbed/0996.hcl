locals  {
 terragrunt_dir  = get_terragrunt_dir  ()
 original_terragrunt_dir    =get_original_terragrunt_dir()
}