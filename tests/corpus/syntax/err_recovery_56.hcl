b {
{{w}}{{e}}
EOF
}
