a    =  <<-EOT
	a
		b
	EOT
