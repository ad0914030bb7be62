output "instance_ids" {
  value       = aws_instance.web[*].id
  description = "IDs of the web instances"
}

output "public_ips" {
  value     = [for i in aws_instance.web : i.public_ip if i.public_ip != ""]
  sensitive = false
}

output "by_az" {
  value = { for i in aws_instance.web : i.availability_zone => i.id... }
}
