variable "settings" {
  type = object({
    name  = string
    port  = optional(number, 8080)
    tags  = optional(map(string), {})
    rules = optional(list(object({ cidr = string, allow = bool })), [])
  })
  nullable  = false
  sensitive = true
}

output "summary" {
  value = {
    for r in var.settings.rules : r.cidr => r.allow ? "allow" : "deny"
  }
  precondition {
    condition     = length(var.settings.rules) < 100
    error_message = <<-EOT
      Too many rules: ${length(var.settings.rules)}.
      Keep it under 100.
    EOT
  }
}
