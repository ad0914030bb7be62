script = <<EOT
echo hi
