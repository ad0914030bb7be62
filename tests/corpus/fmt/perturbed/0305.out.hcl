output "id" {
  value = "shard-1-id"
}
