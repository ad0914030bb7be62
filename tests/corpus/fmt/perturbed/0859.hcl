resource"null_resource"  "this" {
}

output "dummy" {
value    =  "dummy"
}
