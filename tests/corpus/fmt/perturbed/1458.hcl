output "ok"  {
 value=  "roles"
}
