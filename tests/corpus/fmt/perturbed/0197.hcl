output "foo"  {
    value=  "foo"
}
