a = <<EOM
%{for i in x~}
${a${b}
%{endfor~}
EOM
}
EOM
