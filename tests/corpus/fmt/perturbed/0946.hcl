resource "null_resource""example"    {}

output    "foo"  {
  value=    "bar"
}
