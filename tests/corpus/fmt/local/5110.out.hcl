# An example service configuration, decoded by service.hcldec.
name    = "billing"
version = 3

listen {
  address = "0.0.0.0"
  port    = 8080 + var.offset
}

backend "primary" {
  url    = "https://db-1.internal:5432"
  weight = 70
}

backend "replica" {
  url    = "https://db-2.internal:5432"
  weight = 100 - 70
}

labels  = { for k, v in var.tags : k => tagged(k, v) }
summary = <<-EOT
  service ${name_suffix} v${var.offset}
  %{for b in ["primary", "replica"]~}
  backend: ${b}
  %{endfor~}
  EOT
