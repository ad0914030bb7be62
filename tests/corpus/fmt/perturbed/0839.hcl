module  "vpc"{
    source    = "github.com/cloudposse/terraform-example-module?ref=3.0.1"
}
