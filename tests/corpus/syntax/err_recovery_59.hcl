b {
{[x]}} = 1
c {
}
EOF
