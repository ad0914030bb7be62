variable  "foo" {
 type    =string
}
