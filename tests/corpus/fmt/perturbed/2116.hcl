r  =  <<EOT
${zero}
line text
${obj.port}
EOT

