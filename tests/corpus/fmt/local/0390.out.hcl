r = { ("${n}") : (<<EOT
${n}
quote " and \n raw
EOT
) }
