output "id" {
  value = "shard-0-id"
}
