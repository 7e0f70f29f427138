" Drives Ludex's language server from Vim's ALE, in batch (vim -es).
" Environment: LUDEX_CMD (the server command, words separated by newlines), LUDEX_GCG (a game whose
" one finding, a lowercase coordinate, has a quick fix), LUDEX_OUT (where the results go, one per
" line). Works with Vim 9 and Debian's vim-ale 3.3.0. ALE sends a change when it lints, so each edit
" is followed by :ALELint.
set nocompatible
" Debian's vim-ale is an optional package, as docs/editors-emacs-vim.md sets it up
packadd ale
filetype plugin on
let g:ale_lint_on_text_changed = 'never'
let g:ale_lint_on_insert_leave = 0
let g:ale_echo_cursor = 0
let g:ale_set_signs = 0
let g:ale_set_highlights = 0

let s:out = []
function! s:Note(line) abort
  call add(s:out, substitute(a:line, '\n', ' ', 'g'))
endfunction
function! s:Wait(condition, seconds) abort
  let l:until = reltimefloat(reltime()) + a:seconds
  while !eval(a:condition) && reltimefloat(reltime()) < l:until
    sleep 50m
  endwhile
  return eval(a:condition)
endfunction
function! s:Findings() abort
  return map(copy(ale#engine#GetLoclist(bufnr(''))), 'v:val.lnum . " " . get(v:val, "code", "") . " " . v:val.text')
endfunction

" the hover's text, where ALE would echo it (ALE's own definition loaded first, then replaced)
runtime autoload/ale/util.vim
let s:shown = []
function! ale#util#ShowMessage(string, ...) abort
  call add(s:shown, a:string)
endfunction
" the quick fixes offered, where ALE would show its menu
let s:actions = []
function! s:OnActions(data, items) abort
  let s:actions = [a:data, a:items]
endfunction

let s:words = split($LUDEX_CMD, "\n")
call ale#linter#Define('gcg', {
\   'name': 'ludex',
\   'lsp': 'stdio',
\   'executable': s:words[0],
\   'command': join(map(copy(s:words), 'shellescape(v:val)'), ' '),
\   'project_root': fnamemodify($LUDEX_GCG, ':h'),
\   'language': 'gcg',
\})

try
  execute 'edit ' . fnameescape($LUDEX_GCG)
  set filetype=gcg
  ALELint
  call s:Note('published ' . (s:Wait('!empty(ale#engine#GetLoclist(bufnr("")))', 60) ? 'true' : 'false'))
  for s:finding in s:Findings()
    call s:Note('diagnostic ' . s:finding)
  endfor
  " hover on the score of the first play (line 4, column 27)
  call cursor(4, 27)
  call ale#hover#Show(bufnr(''), 4, 27, {})
  call s:Wait('!empty(s:shown)', 60)
  call s:Note('hover ' . join(s:shown, ' '))
  " the quick fix of the finding on line 4, applied as ALE applies a chosen code action
  call cursor(4, 17)
  call ale#codefix#Execute(0, function('s:OnActions'))
  call s:Wait('!empty(s:actions)', 60)
  let s:fix = filter(copy(s:actions[1]), 'get(v:val[1], "kind", "") is# "quickfix"')[0][1]
  call s:Note('action ' . s:fix.title)
  call ale#codefix#ApplyLSPCodeAction(s:actions[0], s:fix)
  call s:Note('line ' . getline(4))
  ALELint
  call s:Note('fixed ' . (s:Wait('empty(ale#engine#GetLoclist(bufnr("")))', 60) ? 'true' : 'false'))
  " a new fault typed: the total of the second play, 26, written 29
  call setline(5, substitute(getline(5), '+26 26$', '+26 29', ''))
  ALELint
  call s:Note('typed ' . (s:Wait('!empty(ale#engine#GetLoclist(bufnr("")))', 60) ? 'true' : 'false'))
  for s:finding in s:Findings()
    call s:Note('diagnostic ' . s:finding)
  endfor
  " go to the definition of a nickname: the cursor lands on its #player line
  call cursor(5, 3)
  call ale#definition#GoTo({})
  call s:Wait('line(".") != 5', 60)
  call s:Note('definition ' . line('.') . ':' . col('.'))
catch
  call s:Note('error ' . v:exception . ' at ' . v:throwpoint)
endtry
call writefile(s:out, $LUDEX_OUT)
ALEStopAllLSPs
qa!
