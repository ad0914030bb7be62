inputs = {
 input=  "hello world"
  unused_input  =    "I am unused"  
}

# the existence of a `source` directive manifests the bug in https://github.com/gruntwork-io/terragrunt/issues/1793
terraform{
source  ="git::__MIRROR_URL__//test/fixtures/download/hello-world?ref=v0.83.2"
}