document.getElementById('root')!.textContent = 'public';
