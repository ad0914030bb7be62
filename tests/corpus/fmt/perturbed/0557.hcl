output    "effective_toggle"  {
    value    =var.effective_toggle
}

output "raw_toggle" {
  value    = var.raw_toggle
}
