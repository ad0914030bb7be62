a = "$${not} %%{not} $ % $$${x}"
b = <<EOT
$${a} %%{b} $
EOT
