include "app1" {
  path = "app1.hcl"
}

include "app2" {
  path = "app2.hcl"
}
