greeting = "Hello, ${name"
banner   = "%{ for x xs }${x}%{ endfor }"
