output "id" {

  value = "fake-sub-id"
}
