b {
  d = T
{{- r "c" }}
A=h{{- e }}
EOT
}
